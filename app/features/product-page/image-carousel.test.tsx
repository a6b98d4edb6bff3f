// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { galleryImages, ImageCarousel } from './image-carousel';

afterEach(cleanup);

const images = ['/uploads/a-960.webp', '/uploads/b-960.webp', '/uploads/c-960.webp'];
const prev = () => screen.getByRole('button', { name: 'Previous image' }) as HTMLButtonElement;
const next = () => screen.getByRole('button', { name: 'Next image' }) as HTMLButtonElement;
const thumb = (n: number) => screen.getByRole('button', { name: `Show image ${n} of 3` });

describe('galleryImages', () => {
  it('puts the main image first and drops empty and repeated ones', () => {
    expect(galleryImages('/a.webp', ['', '/b.webp', '  ', '/a.webp', '/c.webp'])).toEqual([
      '/a.webp',
      '/b.webp',
      '/c.webp',
    ]);
    expect(galleryImages('', [])).toEqual([]);
  });
});

describe('ImageCarousel', () => {
  it('disables Previous on the first slide and Next on the last', () => {
    render(<ImageCarousel images={images} alt="RTX 4070" />);
    expect(prev().disabled).toBe(true);
    expect(next().disabled).toBe(false);
    fireEvent.click(next());
    expect(prev().disabled).toBe(false);
    expect(next().disabled).toBe(false);
    fireEvent.click(next());
    expect(next().disabled).toBe(true);
    expect(prev().disabled).toBe(false);
    fireEvent.click(prev());
    fireEvent.click(prev());
    expect(prev().disabled).toBe(true);
  });

  it('shows 5-column thumbnails, highlights the selected one and jumps to the clicked one', () => {
    render(<ImageCarousel images={images} alt="RTX 4070" />);
    expect(thumb(1).parentElement?.className).toContain('grid-cols-5');
    expect(thumb(1).getAttribute('aria-current')).toBe('true');
    fireEvent.click(thumb(3));
    expect(thumb(3).getAttribute('aria-current')).toBe('true');
    expect(thumb(1).getAttribute('aria-current')).toBeNull();
    expect(next().disabled).toBe(true);
    expect(screen.getByText('3 / 3')).toBeTruthy();
  });

  it('has no buttons and no thumbnails for a single image', () => {
    render(<ImageCarousel images={images.slice(0, 1)} alt="RTX 4070" />);
    expect(screen.queryByRole('button', { name: 'Previous image' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Show image/ })).toBeNull();
    expect(screen.getByRole('img', { name: 'RTX 4070' })).toBeTruthy();
  });

  it('loads the main image at once and the others lazily, with a srcset', () => {
    render(<ImageCarousel images={images} alt="RTX 4070" />);
    const main = screen.getByRole('img', { name: 'RTX 4070' });
    expect(main.getAttribute('loading')).toBe('eager');
    expect(main.getAttribute('fetchpriority')).toBe('high');
    expect(main.getAttribute('srcset')).toContain('/uploads/a-640.webp 640w');
    expect(main.getAttribute('width')).toBe('640');
    expect(screen.getByRole('img', { name: 'RTX 4070, image 2' }).getAttribute('loading')).toBe('lazy');
  });
});
