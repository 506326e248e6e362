import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, tableCsv, type Column } from '../../../src/ui/DataTable';
import { QuantityField, SelectField } from '../../../src/ui/fields';
import { PageFrame } from '../../../src/ui/PageFrame';

interface Receipt {
  id: string;
  text: string;
  cents: number;
}

const rows: Receipt[] = [
  { id: 'a', text: 'Porto; Marken', cents: 1250 },
  { id: 'b', text: 'Kaffee', cents: -300 },
];

function columns(onOpen: (row: Receipt) => void): Column<Receipt>[] {
  return [
    { key: 'text', header: 'Text', primary: true, cell: (r) => r.text, csv: (r) => r.text },
    {
      key: 'amount',
      header: 'Betrag',
      align: 'right',
      cell: (r) => `${r.cents / 100} €`,
      csv: (r) => r.cents,
      testId: 'amount',
    },
    {
      key: 'actions',
      header: 'Aktionen',
      action: true,
      cell: (r) => (
        <button type="button" onClick={() => onOpen(r)}>
          {`${r.text} öffnen`}
        </button>
      ),
    },
  ];
}

/** A screen `matches` wide or not, as matchMedia answers for the DataTable's query. */
function screenIsWide(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const table = (onOpen = vi.fn()) => (
  <DataTable
    columns={columns(onOpen)}
    rows={rows}
    rowKey={(r) => r.id}
    caption="Belege"
    testId="receipts"
    rowAttributes={(r) => ({ 'data-testid': 'receipt', 'data-id': r.id })}
    foot={{ label: 'Summe', value: '9,50 €', column: 'amount', testId: 'sum' }}
  />
);

describe('DataTable', () => {
  it('is a real table on a wide screen: caption, column headers, hidden action header', () => {
    screenIsWide(true);
    render(table());
    const grid = screen.getByRole('table', { name: 'Belege' });
    expect(grid.getAttribute('data-testid')).toBe('receipts');
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Text', 'Betrag', 'Aktionen']);
    expect(within(grid).getAllByTestId('receipt')).toHaveLength(2);
    expect(within(grid).getByTestId('sum').textContent).toBe('9,50 €');
    // The footer's value stands under its column: label over the one column before it.
    expect(within(grid).getByText('Summe').getAttribute('colspan')).toBe('1');
  });

  it('is a list of labelled cards on a phone, each with its action button', () => {
    screenIsWide(false);
    const onOpen = vi.fn();
    render(table(onOpen));
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Belege' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [first] = cards;
    if (!first) throw new Error('no card');
    // The primary column names the card; the others are labelled values.
    expect(screen.getByRole('listitem', { name: 'Porto; Marken' })).toBe(first);
    expect(first.getAttribute('data-testid')).toBe('receipt');
    expect(within(first).getByText('Betrag').tagName).toBe('DT');
    expect(within(first).getByTestId('amount').textContent).toBe('12.5 €');
    fireEvent.click(within(first).getByRole('button', { name: 'Porto; Marken öffnen' }));
    expect(onOpen).toHaveBeenCalledWith(rows[0]);
    expect(screen.getByTestId('sum').textContent).toBe('9,50 €');
  });

  it('counts as wide without matchMedia (the table, as before the kit)', () => {
    vi.stubGlobal('matchMedia', undefined);
    render(table());
    expect(screen.getByRole('table', { name: 'Belege' })).toBeTruthy();
  });

  it('shows the empty text in place of the rows', () => {
    render(
      <DataTable
        columns={columns(vi.fn())}
        rows={[]}
        rowKey={(r) => r.id}
        caption="Belege"
        empty="Keine Belege"
      />,
    );
    expect(screen.getByText('Keine Belege')).toBeTruthy();
  });

  it('exports the columns with a CSV value through the shared writer', () => {
    expect(tableCsv(columns(vi.fn()), rows)).toBe(
      '\uFEFFText;Betrag\r\n"Porto; Marken";1250\r\nKaffee;-300\r\n',
    );
  });
});

describe('PageFrame', () => {
  it('names its section by the one h1 and shows the lead and actions', () => {
    render(
      <PageFrame title="Kassabuch" lead="Belege erfassen" actions={<button>Drucken</button>}>
        <p>Inhalt</p>
      </PageFrame>,
    );
    const region = screen.getByRole('region', { name: 'Kassabuch' });
    expect(within(region).getByRole('heading', { level: 1 }).textContent).toBe('Kassabuch');
    expect(within(region).getByText('Belege erfassen')).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Drucken' })).toBeTruthy();
  });
});

describe('the kit fields', () => {
  it('label their control, link the message and hand back the typed text', () => {
    const onChange = vi.fn();
    render(<QuantityField label="Menge" error="Bitte eine Menge" value="" onChange={onChange} />);
    const input = screen.getByLabelText('Menge');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe('Bitte eine Menge');
    fireEvent.change(input, { target: { value: '3' } });
    expect(onChange).toHaveBeenCalledWith('3');
  });

  it('offer a choice with an empty first option', () => {
    const onChange = vi.fn();
    render(
      <SelectField<'a' | 'b'>
        label="Grund"
        error={undefined}
        value=""
        onChange={onChange}
        placeholder="Bitte wählen"
        options={[
          { value: 'a', label: 'Alpha' },
          { value: 'b', label: 'Beta' },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Grund' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Bitte wählen', 'Alpha', 'Beta']);
    fireEvent.change(select, { target: { value: 'b' } });
    expect(onChange).toHaveBeenCalledWith('b');
  });
});
