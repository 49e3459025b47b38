import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ProfileMenu } from './profile-menu.tsx';

function renderMenu(name: string) {
  const router = createMemoryRouter([
    { path: '/', element: <ProfileMenu name={name} playerId={3} unreadCount={0} onLogout={vi.fn()} /> },
  ]);
  return render(<RouterProvider router={router} />);
}

describe('ProfileMenu', () => {
  it("names its button by the player's name alone, without the avatar's initial", () => {
    renderMenu('Ava Thompson');
    const button = screen.getByRole('button', { name: 'Ava Thompson' });
    expect(button).toHaveAccessibleName('Ava Thompson');
    // The initial is drawn by CSS from data-initial: no text of its own in the button.
    expect(button.querySelector('.profile-avatar')).toHaveAttribute('data-initial', 'A');
    expect(button.querySelector('.profile-avatar')).toBeEmptyDOMElement();
  });
});
