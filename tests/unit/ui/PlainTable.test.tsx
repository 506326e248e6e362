import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlainTable, ROW_LINES } from '../../../src/ui/PlainTable';
import { HEAD_BAND, headCells } from '../../../src/ui/TableHead';

describe('PlainTable', () => {
  it('frames the rows: box, table named by its sr-only caption, head band, lined body', () => {
    const { container } = render(
      <PlainTable
        box="overflow-x-auto"
        testId="probe"
        caption="Buchungen"
        head={headCells('c', 'Tag')}
      >
        <tr>
          <td>1</td>
        </tr>
      </PlainTable>,
    );
    const table = screen.getByRole('table', { name: 'Buchungen' });
    expect(table.parentElement?.className).toBe('overflow-x-auto');
    expect(table.className).toBe('min-w-full text-sm');
    expect(table.dataset['testid']).toBe('probe');
    expect(container.querySelector('caption')?.className).toBe('sr-only');
    expect(container.querySelector('thead')?.className).toBe(HEAD_BAND);
    expect(container.querySelector('tbody')?.className).toBe(ROW_LINES);
    expect(screen.getByRole('cell').textContent).toBe('1');
  });

  it('takes the classes of a screen; no caption and no body class when left out', () => {
    const { container } = render(
      <PlainTable
        box="b"
        className="w-full"
        headClassName="border-b"
        head={headCells('c', 'Titel')}
        bodyClassName={null}
      >
        {null}
      </PlainTable>,
    );
    expect(container.querySelector('caption')).toBeNull();
    expect(container.querySelector('table')?.className).toBe('w-full');
    expect(container.querySelector('thead')?.className).toBe('border-b');
    expect(container.querySelector('tbody')?.hasAttribute('class')).toBe(false);
  });
});
