// The account screen's user data: name, e-mail and roles, the delivery customers the user may act for.
import { customerWithNumber, type NumberConfig } from '../../../src/platform/customerDisplay';
import { useDomainConfig } from '../../../src/platform/DomainConfigContext';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { Lieferkunde } from '../../../src/api/schemas';
import { useSyncStatus } from '../../../src/db';
import { customerAccountDe } from '../texts.de';
import { api } from '../../../src/platform/client';
import { buttonClass } from '../../../src/ui/Button';
import { useMe } from '../../../src/features/auth';
import { TitledSection } from '../../../src/ui/TitledSection';

const t = customerAccountDe;

export function customerName(c: Lieferkunde, config: NumberConfig | null) {
  return customerWithNumber(
    `${[c.Vorname, c.Nachname].filter(Boolean).join(' ')}, ${c.Ort}`,
    c,
    config,
  );
}

export function UserData() {
  const me = useMe();
  const numberConfig = useDomainConfig();
  const { connectivity } = useSyncStatus();
  const [customers, setCustomers] = useState<Lieferkunde[] | null>(null);
  useEffect(() => {
    if (connectivity !== 'online') return;
    let live = true;
    api
      .lieferkunden({ search: '', differential: false, limit: 20 })
      .then((found) => live && setCustomers(found))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [connectivity]);
  if (!me) return null;
  const current = me.lieferkunde;
  const list = customers ?? (current ? [current] : []);
  return (
    <TitledSection titleId="user-data-title" title={t.user.title} className="space-y-3">
      <dl className="grid gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-xs text-slate-600">{t.user.name}</dt>
          <dd className="text-slate-900">{me.user.benutzerandruckname}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">{t.user.email}</dt>
          <dd className="text-slate-900">{me.user.email}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">{t.user.username}</dt>
          <dd className="text-slate-900">{me.user.email}</dd>
        </div>
      </dl>
      <div>
        <h3 className="text-sm font-semibold text-slate-900">{t.user.roles}</h3>
        <ul className="mt-1 flex flex-wrap gap-2">
          {me.user.roles.map((role) => (
            <li
              key={role}
              className="rounded-full border border-slate-300 px-2 py-0.5 text-sm text-slate-800"
            >
              {t.roleText(role)}
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="text-sm font-semibold text-slate-900">{t.user.customers}</h3>
        {list.length === 0 ? (
          <p className="text-sm text-slate-600">{t.user.noCustomers}</p>
        ) : (
          <ul className="mt-1 list-disc pl-5 text-sm text-slate-800">
            {list.map((c) => (
              <li key={c.LieferkundeNr}>
                {customerName(c, numberConfig)}
                {c.LieferkundeNr === current?.LieferkundeNr ? ` · ${t.user.current}` : ''}
                {c.isDefault ? ` · ${t.user.standard}` : ''}
              </li>
            ))}
          </ul>
        )}
        {customers === null && connectivity !== 'online' ? (
          <p className="text-xs text-slate-600">{t.user.customersOffline}</p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-3">
        <Link to="/change-password" className={buttonClass('secondary')}>
          {t.user.changePassword}
        </Link>
        <Link to="/settings" className={buttonClass('secondary')}>
          {t.user.settings}
        </Link>
      </div>
    </TitledSection>
  );
}
