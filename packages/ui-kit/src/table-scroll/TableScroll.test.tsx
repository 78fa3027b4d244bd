import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TableScroll } from './TableScroll';

test('the box is a named region that Tab reaches, so a keyboard can scroll a wide table', async () => {
  render(
    <>
      <button type="button">before</button>
      <TableScroll aria-label="Reports by illness" className="extra" onBlur={() => undefined}>
        <table>
          <tbody>
            <tr>
              <td>Dengue</td>
            </tr>
          </tbody>
        </table>
      </TableScroll>
    </>,
  );
  const box = screen.getByRole('region', { name: 'Reports by illness' });
  expect(box).toHaveClass('extra');
  await userEvent.tab();
  await userEvent.tab();
  expect(box).toHaveFocus();
});

test('a heading elsewhere on the page can name the box', () => {
  render(
    <>
      <h3 id="differential">Possible causes</h3>
      <TableScroll aria-labelledby="differential">
        <table />
      </TableScroll>
    </>,
  );
  expect(screen.getByRole('region', { name: 'Possible causes' })).toBeInTheDocument();
});
