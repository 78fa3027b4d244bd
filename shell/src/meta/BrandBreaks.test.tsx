import { render, screen } from '@testing-library/react';
import { BrandBreaks } from './BrandBreaks';

describe('BrandBreaks', () => {
  it('lets the product name break only between its words, and reads the text unchanged', () => {
    const { container } = render(
      <h1>
        <BrandBreaks text="HealthWatch के बारे में" />
      </h1>,
    );
    expect(screen.getByRole('heading', { name: 'HealthWatch के बारे में' })).toBeInTheDocument();
    expect(container.querySelector('h1')?.innerHTML).toBe('Health<wbr>Watch के बारे में');
  });

  it('leaves a text without the name as it is', () => {
    const { container } = render(
      <p>
        <BrandBreaks text="Health Map" />
      </p>,
    );
    expect(container.querySelector('p')?.innerHTML).toBe('Health Map');
  });
});
