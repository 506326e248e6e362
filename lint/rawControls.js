// The screen kit's ratchet (issue 25): module screens build tables with src/ui/DataTable and
// fields with src/ui/fields, not with raw <table> and <input>. The files below still have them
// and may keep them until they move to the kit; the list only shrinks: a listed file without a
// raw table or input is reported, so it leaves the list in the same change.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** Screens (src/features, a module's ui/) that may still hold a raw <table> or <input> (paths from the root). */
export const RAW_CONTROLS_ALLOWED = new Set([
  'src/features/account/ChangePasswordPage.tsx',
  'modules/conditions/ui/ConditionsAdmin.tsx',
  'src/features/admin/ImpersonationAudit.tsx',
  'src/features/admin/PendingRegistrations.tsx',
  'modules/shop/ui/baskets/AddArticleBar.tsx',
  'modules/shop/ui/baskets/ListRow.tsx',
  'modules/shop/ui/baskets/OrderDialog.tsx',
  'modules/shop/ui/baskets/QuantityField.tsx',
  'modules/callOff/ui/AgreementHistory.tsx',
  'modules/callPlan/ui/CallPlanPage.tsx',
  'modules/cashbook/ui/CashbookForms.tsx',
  'modules/cashbook/ui/CashbookPage.tsx',
  'modules/cashbook/ui/EntryForm.tsx',
  'modules/cashbook/ui/MonthSummary.tsx',
  'modules/customerSettings/ui/ChannelSections.tsx',
  'modules/surveys/ui/SurveysAdmin.tsx',
  'modules/surveys/ui/SurveyTable.tsx',
  'modules/analytics/ui/BatchDocumentationPage.tsx',
  'modules/deliveryPharmacy/ui/RecipientDeliveries.tsx',
  'modules/deliveryPharmacy/ui/SupplyDeliveries.tsx',
  'modules/analytics/ui/DocumentsPage.tsx',
  'modules/analytics/ui/DocumentResults.tsx',
  'modules/analytics/ui/OrderArchivePage.tsx',
  'modules/analytics/ui/OrderDetail.tsx',
  'modules/analytics/ui/ResiduesPage.tsx',
  'modules/analytics/ui/StatisticsTables.tsx',
  'modules/content/ui/DownloadsPage.tsx',
  'modules/customerAccount/ui/AccountPage.tsx',
  'modules/lastChance/ui/LastChancePage.tsx',
  'modules/lastChance/ui/OfferCard.tsx',
  'modules/shop/ui/orders/OrderDetail.tsx',
  'modules/drugBook/ui/DrugBookForms.tsx',
  'modules/drugBook/ui/Articles.tsx',
  'modules/drugBook/ui/BookTable.tsx',
  'modules/drugBook/ui/OpenReceipts.tsx',
  'modules/medTest/ui/MedCheckForm.tsx',
  'modules/enclosedShipping/ui/ShipmentForm.tsx',
  'modules/enclosedShipping/ui/ShipmentTable.tsx',
  'modules/preOrder/ui/ArticleRow.tsx',
  'modules/preOrder/ui/WindowSection.tsx',
  'modules/recipeUpload/ui/MobileUploaderPage.tsx',
  'modules/recipeUpload/ui/UploadForm.tsx',
  'src/features/register/RegisterPage.tsx',
  'modules/destruction/ui/DeclarationForm.tsx',
  'modules/destruction/ui/DeclarationLines.tsx',
  'modules/destruction/ui/DeclarationList.tsx',
  'src/features/search/GlobalSearchBox.tsx',
  'src/features/selector/SelectorPage.tsx',
  'modules/userSettings/ui/SettingsPage.tsx',
  'modules/stockLevels/ui/CutDetail.tsx',
  'modules/stockLevels/ui/StockLevelsPage.tsx',
  'modules/suppliers/ui/Assortment.tsx',
  'modules/suppliers/ui/BasketForms.tsx',
  'modules/suppliers/ui/BasketTable.tsx',
  'modules/tours/ui/TourTables.tsx',
  'modules/temperatureLog/ui/DeviceForm.tsx',
  'modules/temperatureLog/ui/ExcursionForms.tsx',
  'modules/temperatureLog/ui/ImportPanel.tsx',
  'modules/temperatureLog/ui/ReadingForm.tsx',
  'modules/temperatureLog/ui/ReadingTable.tsx',
  'modules/surveys/ui/SurveyDialog.tsx',
]);

// src/ui/PlainTable is a raw table in the kit's frame (no phone cards): a screen using it keeps
// its place on the list, so the list still names the screens not yet on DataTable.
const RAW = new Set(['table', 'input', 'PlainTable']);

/** @type {import('eslint').Rule.RuleModule} */
const rawControls = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Module screens use the screen kit instead of raw <table> and <input>.' },
    schema: [],
    messages: {
      raw: 'Use the screen kit (src/ui/DataTable, src/ui/fields) instead of a raw <{{name}}>; see docs/architecture/screen-kit.md.',
      stale:
        'This file has no raw <table> or <input> any more: remove it from RAW_CONTROLS_ALLOWED in lint/rawControls.js.',
    },
  },
  create(context) {
    const file = path.relative(ROOT, context.filename).split(path.sep).join('/');
    if (!file.startsWith('src/features/') && !/^modules\/[^/]+\/ui\//.test(file)) return {};
    const allowed = RAW_CONTROLS_ALLOWED.has(file);
    let found = 0;
    return {
      JSXOpeningElement(node) {
        if (node.name.type !== 'JSXIdentifier' || !RAW.has(node.name.name)) return;
        found += 1;
        if (!allowed) context.report({ node, messageId: 'raw', data: { name: node.name.name } });
      },
      'Program:exit'(node) {
        if (allowed && found === 0) context.report({ node, messageId: 'stale' });
      },
    };
  },
};

export const screenKit = { rules: { 'raw-controls': rawControls } };
