import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ScrollTable } from './scroll-table';

describe('ScrollTable (docs/product.md#wide-tables)', () => {
  it('is a named region the keyboard reaches, holding the table', async () => {
    render(
      <section aria-labelledby="heading">
        <h2 id="heading">Subscribers</h2>
        <ScrollTable label="Subscribers table" className="ring-1">
          <table>
            <tbody>
              <tr>
                <td>ada@example.com</td>
              </tr>
            </tbody>
          </table>
        </ScrollTable>
      </section>,
    );
    const region = screen.getByRole('region', { name: 'Subscribers table' });
    expect(region).toHaveClass('overflow-x-auto', 'ring-1');
    expect(region).toContainElement(screen.getByRole('table'));
    await userEvent.tab();
    expect(region).toHaveFocus();
  });
});
