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
  'src/features/admin/AdminPage.tsx',
  'src/features/admin/ConditionsAdmin.tsx',
  'src/features/admin/ImpersonationAudit.tsx',
  'src/features/admin/PendingRegistrations.tsx',
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
  'src/features/baskets/AddArticleBar.tsx',
  'src/features/baskets/ListRow.tsx',
  'src/features/baskets/OrderDialog.tsx',
  'src/features/baskets/QuantityField.tsx',
  'src/features/callOff/CallOffPage.tsx',
  'modules/callPlan/ui/CallPlanPage.tsx',
  'src/features/cashbook/CashbookForms.tsx',
  'src/features/cashbook/CashbookPage.tsx',
  'modules/content/ui/DownloadsPage.tsx',
  'modules/customerAccount/ui/AccountPage.tsx',
  'src/features/customerSettings/CustomerSettingsPage.tsx',
  'src/features/drugBook/DrugBookForms.tsx',
  'src/features/drugBook/DrugBookPage.tsx',
  'src/features/enclosedShipping/EnclosedShippingPage.tsx',
  'modules/lastChance/ui/LastChancePage.tsx',
  'src/features/medTest/MedCheckForm.tsx',
  'src/features/orders/OrderDetail.tsx',
  'src/features/preOrder/PreOrderPage.tsx',
  'src/features/recipeUpload/MobileUploaderPage.tsx',
  'src/features/recipeUpload/RecipeUploadPage.tsx',
  'src/features/register/RegisterPage.tsx',
  'src/features/returns/DestructionPage.tsx',
  'src/features/returns/Field.tsx',
  'src/features/search/GlobalSearchBox.tsx',
  'src/features/selector/SelectorPage.tsx',
  'src/features/settings/SettingsPage.tsx',
  'src/features/stockLevels/StockLevelsPage.tsx',
  'src/features/suppliers/Assortment.tsx',
  'src/features/suppliers/SupplierBasket.tsx',
  'modules/surveys/ui/SurveyDialog.tsx',
  'src/features/temperatureLog/TemperatureForms.tsx',
  'src/features/temperatureLog/TemperatureLoggerPage.tsx',
  'modules/tours/ui/TourBrowserPage.tsx',
]);

const RAW = new Set(['table', 'input']);

/** @type {import('eslint').Rule.RuleModule} */
const rawControls = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Module screens use the screen kit instead of raw <table> and <input>.' },
    schema: [],
    messages: {
      raw: 'Use the screen kit (src/ui/DataTable, src/ui/fields) instead of a raw <{{name}}>; see docs/ARCHITECTURE.md "Screen kit".',
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
