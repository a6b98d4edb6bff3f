// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '#core/schemas/auth';
import { toast } from '~/components/ui/toast';
import { fakeFetch, renderAdmin } from './test-utils';
import { UsersTab } from './users-tab';

vi.mock('~/components/ui/toast', async (original) => ({ ...(await original<object>()), toast: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
beforeEach(() => vi.mocked(toast).mockClear());

const users: PublicUser[] = [
  {
    id: 1,
    name: 'Shop Owner',
    email: 'owner@shop.test',
    isAdmin: true,
    emailVerified: true,
    role: 'admin',
    disabled: false,
  },
  {
    id: 2,
    name: 'Wanjiku Kamau',
    email: 'wanjiku@example.com',
    isAdmin: false,
    emailVerified: true,
    role: 'customer',
    disabled: false,
  },
  {
    id: 3,
    name: 'Brian Otieno',
    email: 'brian@example.com',
    isAdmin: false,
    emailVerified: true,
    role: 'customer',
    disabled: false,
  },
  {
    id: 4,
    name: 'Deputy Manager',
    email: 'deputy@shop.test',
    isAdmin: true,
    emailVerified: true,
    role: 'admin',
    disabled: false,
  },
];

async function renderUsers(currentUserId = 1) {
  const fetches = fakeFetch([{ path: '/api/users', body: users }]);
  renderAdmin(<UsersTab currentUserId={currentUserId} />);
  await screen.findByText('Wanjiku Kamau');
  return fetches;
}

const shownNames = () =>
  within(screen.getByRole('list', { name: 'Users' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.font-medium')?.textContent);

const search = (text: string) =>
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), { target: { value: text } });

describe('Users tab search', () => {
  it('filters by the role word Administrator', async () => {
    await renderUsers();
    search('Administrator');
    expect(shownNames()).toEqual(['Shop Owner', 'Deputy Manager']);
    expect(screen.getByText('2 of 4 users match')).toBeTruthy();
  });

  it('filters by the role word Customer, in any case', async () => {
    await renderUsers();
    search('customer');
    expect(shownNames()).toEqual(['Wanjiku Kamau', 'Brian Otieno']);
  });

  it('filters by name or e-mail, and says when nothing matches', async () => {
    await renderUsers();
    search('shop.test');
    expect(shownNames()).toEqual(['Shop Owner', 'Deputy Manager']);
    search('nobody-like-this');
    expect(screen.getByText('No users match "nobody-like-this".')).toBeTruthy();
  });
});

describe('Users tab actions', () => {
  it('blocks deleting yourself with "Cannot delete yourself", without asking the server', async () => {
    const { calls } = await renderUsers(1);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Shop Owner' }));
    expect(toast).toHaveBeenCalledWith({ title: 'Cannot delete yourself', variant: 'destructive' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
  });

  it('requires name and email in Edit User', async () => {
    const { calls } = await renderUsers();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Brian Otieno' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit User' });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(toast).toHaveBeenCalledWith({
      title: 'Validation Error',
      description: 'Please fill in all required fields',
      variant: 'destructive',
    });
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('shows the server message when an update is refused', async () => {
    const { calls } = fakeFetch([
      { path: '/api/users', body: users },
      {
        method: 'PUT',
        path: '/api/users/4',
        status: 400,
        body: { message: 'The last administrator cannot be removed' },
      },
    ]);
    renderAdmin(<UsersTab currentUserId={1} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Deputy Manager' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit User' });
    fireEvent.click(within(dialog).getByLabelText('Administrator'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Error',
        description: 'The last administrator cannot be removed',
        variant: 'destructive',
      }),
    );
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'Deputy Manager',
      email: 'deputy@shop.test',
      isAdmin: false,
      isStaff: false,
      disabled: false,
    });
  });
});

describe('Users tab loading', () => {
  it('says "Error loading users" / "Failed to load users from server" when the list cannot load', async () => {
    fakeFetch([
      { path: '/api/users', status: 500, body: { message: 'Something went wrong on our side. Please try again.' } },
    ]);
    renderAdmin(<UsersTab currentUserId={1} />);
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Error loading users',
        description: 'Failed to load users from server',
        variant: 'destructive',
      }),
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
