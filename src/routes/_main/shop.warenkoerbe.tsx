import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../app/ScreenPlaceholder';
import { de } from '../../i18n/de';

export const Route = createFileRoute('/_main/shop/warenkoerbe')({
  staticData: { title: de.screens.warenkoerbe },
  component: ScreenPlaceholder,
});
