// The registers' shared looks: a table cell and header, the box around a table (it scrolls
// sideways inside itself, never the page), an empty list and a form's card.
export const CELL = 'px-2 py-1.5';
export const HEAD = `${CELL} text-left font-medium`;
export const TABLE_BOX = 'overflow-x-auto rounded-md border border-slate-200 bg-white';
export const EMPTY =
  'rounded-md border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600';
export const CARD = 'rounded-md border border-slate-200 bg-white p-4';
