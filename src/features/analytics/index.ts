// The analytics feature's public surface for other features: the backorders widget.
export { ResiduesWidget } from './ResiduesWidget';
// The German CSV helpers (semicolon, BOM, DD.MM.YYYY), also for the medicine test's export.
export { buildCsv, csvDay, downloadCsv } from './csv';
