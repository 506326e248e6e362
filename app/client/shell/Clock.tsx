// The shell's clock (SPEC 2 "App shell"): shown only where the user's setting puts it (navbar
// by default), in the style they chose on /settings (modules/userSettings/ui).
import type { ClockPosition } from '../../../modules/userSettings/rules';
import { useUserSettings } from '../../../modules/userSettings/ui';
import { ClockFace, useClockNow } from '../../../modules/userSettings/ui';

function TickingClock({ style, position }: { style: string; position: ClockPosition }) {
  const now = useClockNow();
  return <ClockFace style={style} position={position} now={now} testId={`clock-${position}`} />;
}

export function Clock({ at }: { at: Exclude<ClockPosition, 'none'> }) {
  const settings = useUserSettings();
  if (settings.viewClockPosition !== at) return null;
  return <TickingClock style={settings.viewClockStyle} position={at} />;
}
