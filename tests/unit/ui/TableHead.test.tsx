import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HEAD_BAND, TableHead, headCells, srOnlyHead } from '../../../src/ui/TableHead';

describe('TableHead', () => {
  it('renders one column header per cell, in order, with its class; an action column only for screen readers', () => {
    const { container } = render(
      <table>
        <TableHead
          cells={[
            ...headCells('text', 'Tag', 'PZN'),
            ...headCells('num', 'Menge'),
            srOnlyHead('Aktionen', 'text'),
          ]}
        />
      </table>,
    );
    const heads = screen.getAllByRole('columnheader');
    expect(heads.map((th) => th.textContent)).toEqual(['Tag', 'PZN', 'Menge', 'Aktionen']);
    expect(heads.map((th) => th.className)).toEqual(['text', 'text', 'num', 'text']);
    expect(heads.every((th) => th.getAttribute('scope') === 'col')).toBe(true);
    expect(heads[3]?.querySelector('span.sr-only')?.textContent).toBe('Aktionen');
    expect(heads[2]?.querySelector('span')).toBeNull();
    expect(container.querySelector('thead')?.className).toBe(HEAD_BAND);
  });

  it('takes the head band of the table', () => {
    const { container } = render(
      <table>
        <TableHead className="border-b" cells={headCells('py-2', 'Titel')} />
      </table>,
    );
    expect(container.querySelector('thead')?.className).toBe('border-b');
  });
});
