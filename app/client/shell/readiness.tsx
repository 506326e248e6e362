// SPEC 4's readiness levels. Level 1: user, current delivery customer and warm-up (domain
// config). Level 2: level 1 plus the shop boot: the local data open (./shopBoot.ts) and any task
// a later issue registers.
import { createContext, use, useEffect, useRef, useState, type ReactNode } from 'react';
import { useMe } from '../../../src/platform/session/SessionContext';
import type { Me } from '../../../src/worker/api';
import { useDomainConfig } from '../../../src/platform/DomainConfigContext';

import { defaultShopBootTasks, type ShopBootTask } from './shopBoot';

export type { ShopBootTask };

const shopBootTasks: ShopBootTask[] = [];

/** Adds a task that must finish before readiness level 2 (e.g. loading the baskets). */
export function registerShopBootTask(task: ShopBootTask): void {
  shopBootTasks.push(task);
}

/** Runs the given tasks, by default this app's (./shopBoot.ts) and the registered ones. */
export async function runShopBoot(me: Me, tasks?: readonly ShopBootTask[]) {
  const all = tasks ?? [...(await defaultShopBootTasks()), ...shopBootTasks];
  await Promise.all(all.map((task) => task(me)));
}

export interface Readiness {
  readonly level1: boolean;
  readonly level2: boolean;
}

const ReadinessContext = createContext<Readiness>({ level1: false, level2: false });

export function ReadinessProvider({ children }: { children: ReactNode }) {
  const me = useMe();
  const config = useDomainConfig();
  const level1 = Boolean(me?.user && me.lieferkunde && config);
  // The shop boot runs again whenever the session switches to another customer or mode.
  const bootKey =
    level1 && me?.lieferkunde
      ? `${me.user.id}:${me.lieferkunde.LieferkundeNr}:${me.differential}`
      : null;
  const [bootedKey, setBootedKey] = useState<string | null>(null);
  // me changes identity on every session update; only bootKey says when the boot must re-run.
  const meRef = useRef(me);
  useEffect(() => {
    meRef.current = me;
  });

  useEffect(() => {
    const current = meRef.current;
    if (!bootKey || !current) return;
    let cancelled = false;
    runShopBoot(current)
      .catch(() => {
        // A failing boot task reports its own error; the shell must not stay on the loader.
      })
      .then(() => {
        if (!cancelled) setBootedKey(bootKey);
      });
    return () => {
      cancelled = true;
    };
  }, [bootKey]);

  const readiness: Readiness = { level1, level2: level1 && bootedKey === bootKey };
  return <ReadinessContext value={readiness}>{children}</ReadinessContext>;
}

export function useReadiness(): Readiness {
  return use(ReadinessContext);
}
