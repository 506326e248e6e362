import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CustomerCard } from '../../src/features/selector/CustomerCard';
import { makeConfig, makeCustomer } from './fixtures';

describe('CustomerCard', () => {
  it('is a button named by customer name and number', () => {
    const onChoose = vi.fn();
    render(
      <CustomerCard
        customer={makeCustomer()}
        numberConfig={makeConfig()}
        current={false}
        onChoose={onChoose}
      />,
    );
    const card = screen.getByRole('button', { name: /Löwen-Apotheke.*Nr\. 7100101/ });
    fireEvent.click(card);
    expect(onChoose).toHaveBeenCalledOnce();
  });

  it('marks the default customer with text and tooltip, not colour alone', () => {
    render(
      <CustomerCard
        customer={makeCustomer({ isDefault: true })}
        numberConfig={makeConfig({ showA2KndNrOverwrite: 'Nein' })}
        current={false}
        onChoose={() => undefined}
      />,
    );
    const card = screen.getByRole('button', { name: /Standard Lieferkunde/ });
    expect(card.getAttribute('title')).toBe('Standard Lieferkunde');
    expect(card.textContent).toContain('Nr. 100101');
  });
});
