// The conditions feature's public surface: the guard for the main layout and the checker screen.
export { guardConditions, conditionsStore } from './guard';
export { rememberConditionsTarget } from './conditionsTarget';
export { ConditionHtml } from './ConditionHtml';
