// Small decorative icons of the catalogue's labels (the text beside them carries the meaning).
import { Icon, type IconProps } from '../ui/icons';

export const CheckIcon = (p: IconProps) => (
  <Icon width={14} height={14} {...p}>
    <path d="M5 12l5 5L20 7" />
  </Icon>
);

export const WarnIcon = (p: IconProps) => (
  <Icon width={14} height={14} {...p}>
    <path d="M12 3l10 18H2L12 3z" />
    <path d="M12 10v5M12 18h.01" />
  </Icon>
);

export const CrossIcon = (p: IconProps) => (
  <Icon width={14} height={14} {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9 9l6 6M15 9l-6 6" />
  </Icon>
);

export const SnowflakeIcon = (p: IconProps) => (
  <Icon width={14} height={14} {...p}>
    <path d="M12 2v20M4.9 6.5l14.2 11M4.9 17.5l14.2-11" />
  </Icon>
);

export const LockIcon = (p: IconProps) => (
  <Icon width={14} height={14} {...p}>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 018 0v4" />
  </Icon>
);
