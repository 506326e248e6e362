import { Icon, HomeIcon, UserIcon, type IconProps } from '../../ui/icons';
import type { IconKey } from './logic';

const PillIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m10.5 20.5 10-10a4.95 4.95 0 0 0-7-7l-10 10a4.95 4.95 0 0 0 7 7Z" />
    <path d="m8.5 8.5 7 7" />
  </Icon>
);
const CartIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="9" cy="20" r="1" />
    <circle cx="18" cy="20" r="1" />
    <path d="M2 3h3l2.7 12.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 7H6" />
  </Icon>
);
const ListIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />
  </Icon>
);
const ReceiptIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 2h12v20l-3-2-3 2-3-2-3 2Z" />
    <path d="M9 7h6M9 11h6M9 15h4" />
  </Icon>
);
export const SearchIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Icon>
);

const ICONS: Record<IconKey, (p: IconProps) => React.JSX.Element> = {
  article: PillIcon,
  basket: CartIcon,
  wishList: ListIcon,
  order: ReceiptIcon,
  screen: HomeIcon,
  customer: UserIcon,
};

export function EntryIcon({ icon, ...props }: { icon: IconKey } & IconProps) {
  const Component = ICONS[icon];
  return <Component aria-hidden="true" focusable="false" {...props} />;
}
