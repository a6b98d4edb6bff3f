import { useQueryClient } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import type { PublicUser } from '#core/schemas/auth';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { Input } from '~/components/ui/input';
import { toast } from '~/components/ui/toast';
import { errorMessage } from '~/lib/api';
import { updateUser } from './api';
import { useDeleteFlow } from './delete-dialog';
import { Field } from '~/components/ui/field';
import { ListError, ListSkeleton, resultText, SearchBox, ShowMore } from './list-parts';
import { ADMIN_MSG } from './messages';
import { adminKeys, useLoadErrorToast, useUsers } from './queries';
import { filterUsers, roleLabel } from './search';

const PAGE = 50;

interface UsersTabProps {
  /** The signed-in admin: cannot delete themselves nor drop their own admin rights (the server refuses too). */
  currentUserId?: number | null;
}

export function UsersTab({ currentUserId }: UsersTabProps) {
  const users = useUsers();
  useLoadErrorToast(users, 'users');
  const [query, setQuery] = useState('');
  const [limit, setLimit] = useState(PAGE);
  const [editing, setEditing] = useState<PublicUser | null>(null);
  const del = useDeleteFlow();
  const filtered = useMemo(() => filterUsers(users.data ?? [], query), [users.data, query]);

  return (
    <section aria-labelledby="users-heading" className="flex flex-col gap-4">
      <h2 id="users-heading" className="text-lg font-semibold text-slate-900">
        Users
        {users.data ? (
          <span className="ml-2 text-sm font-normal text-slate-500">{users.data.length} accounts</span>
        ) : null}
      </h2>
      <SearchBox
        label="Search users"
        placeholder="Search by name, email, Administrator or Customer"
        value={query}
        onChange={(v) => {
          setQuery(v);
          setLimit(PAGE);
        }}
        resultText={users.data ? resultText(filtered.length, users.data.length, 'user') : undefined}
      />
      {users.isPending ? (
        <ListSkeleton rows={5} />
      ) : users.isError ? (
        <ListError what="users" onRetry={() => void users.refetch()} />
      ) : filtered.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-slate-600">
          {query ? `No users match "${query}".` : 'No users yet.'}
        </p>
      ) : (
        <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
          <ul className="divide-y divide-slate-100" aria-label="Users">
            {filtered.slice(0, limit).map((u) => {
              const self = u.id === currentUserId;
              return (
                <li key={u.id} className="flex items-center gap-3 px-4 py-3">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-700 uppercase"
                  >
                    {u.name.trim().charAt(0) || '?'}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                      <span className="truncate font-medium text-slate-900">{u.name}</span>
                      <Badge variant={u.isAdmin ? 'default' : 'secondary'}>{roleLabel(u)}</Badge>
                      {self ? <Badge variant="outline">You</Badge> : null}
                      {u.emailVerified === false ? <Badge variant="warning">Unverified</Badge> : null}
                      {u.disabled ? <Badge variant="destructive">Disabled</Badge> : null}
                    </p>
                    <p className="truncate text-sm text-slate-600">{u.email}</p>
                  </div>
                  <div className="flex shrink-0 gap-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Edit ${u.name}`}
                      title="Edit"
                      onClick={() => setEditing(u)}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Delete ${u.name}`}
                      title={self ? ADMIN_MSG.cannotDeleteSelf : 'Delete'}
                      aria-disabled={self || undefined}
                      className={
                        self
                          ? 'cursor-not-allowed text-slate-400 hover:bg-transparent'
                          : 'text-danger-solid hover:bg-danger-soft hover:text-danger'
                      }
                      onClick={() =>
                        self
                          ? toast({ title: ADMIN_MSG.cannotDeleteSelf, variant: 'destructive' })
                          : del.ask({ kind: 'user', id: u.id, name: u.name })
                      }
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
          <ShowMore
            shown={Math.min(limit, filtered.length)}
            total={filtered.length}
            onMore={() => setLimit((l) => l + PAGE)}
          />
        </div>
      )}
      {editing ? (
        <EditUserDialog
          key={editing.id}
          user={editing}
          self={editing.id === currentUserId}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {del.dialog}
    </section>
  );
}

interface EditUserDialogProps {
  user: PublicUser;
  /** The signed-in admin editing themselves: the Administrator box stays on. */
  self?: boolean;
  onClose(): void;
}

/** Spec section 2 'Edit User': name, email, an Administrator checkbox, Cancel and Update. */
export function EditUserDialog({ user, self = false, onClose }: EditUserDialogProps) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const [isAdmin, setIsAdmin] = useState(user.isAdmin);
  const [isStaff, setIsStaff] = useState(user.role === 'staff');
  const [disabled, setDisabled] = useState(Boolean(user.disabled));
  const [saving, setSaving] = useState(false);
  const [invalid, setInvalid] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    if (!name.trim() || !email.trim()) {
      setInvalid(true);
      toast({ ...ADMIN_MSG.userValidation, variant: 'destructive' });
      return;
    }
    setSaving(true);
    try {
      const updated = await updateUser(user.id, {
        name: name.trim(),
        email: email.trim(),
        isAdmin,
        isStaff,
        ...(self ? {} : { disabled }),
      });
      queryClient.setQueryData<PublicUser[]>(adminKeys.users, (list) =>
        list?.map((u) => (u.id === user.id ? { ...u, ...updated } : u)),
      );
      void queryClient.invalidateQueries({ queryKey: adminKeys.users });
      toast({ title: ADMIN_MSG.userUpdated, description: `${updated?.name ?? name.trim()} was saved.` });
      onClose();
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, ADMIN_MSG.userSaveFailed), variant: 'destructive' });
      setSaving(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Edit User"
      description={`Change ${user.name}'s name, email or role.`}
      busy={saving}
      form={{ onSubmit, noValidate: true }}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving} aria-busy={saving}>
            {saving ? 'Updating...' : 'Update'}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <Field label="Name" required error={invalid && !name.trim() ? 'Name is required' : null}>
          {(c) => (
            <Input
              {...c}
              data-autofocus
              autoComplete="off"
              maxLength={100}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          )}
        </Field>
        <Field label="Email" required error={invalid && !email.trim() ? 'Email is required' : null}>
          {(c) => (
            <Input
              {...c}
              type="email"
              autoComplete="off"
              maxLength={254}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
        <div className="flex items-start gap-3">
          <input
            id={`user-${user.id}-admin`}
            type="checkbox"
            checked={isAdmin}
            disabled={self && user.isAdmin}
            aria-describedby={`user-${user.id}-admin-hint`}
            onChange={(e) => setIsAdmin(e.target.checked)}
            className="mt-0.5 size-4 rounded border-slate-300 accent-brand-600"
          />
          <div>
            <label htmlFor={`user-${user.id}-admin`} className="text-sm font-medium text-slate-800">
              Administrator
            </label>
            <p id={`user-${user.id}-admin-hint`} className="text-xs text-slate-600">
              {self && user.isAdmin
                ? ADMIN_MSG.cannotDemoteSelf
                : 'Administrators can open this dashboard and manage the shop.'}
            </p>
          </div>
        </div>
        <CheckRow
          id={`user-${user.id}-staff`}
          label="Staff"
          hint="Staff manage orders and products; only administrators manage users, settings and staff."
          checked={isStaff}
          disabled={isAdmin}
          onChange={setIsStaff}
        />
        {self ? null : (
          <CheckRow
            id={`user-${user.id}-disabled`}
            label="Disabled"
            hint="A disabled account cannot sign in and is signed out everywhere at once; its orders are kept."
            checked={disabled}
            disabled={isAdmin}
            onChange={setDisabled}
          />
        )}
      </div>
    </Dialog>
  );
}

function CheckRow(props: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChange(checked: boolean): void;
}) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={props.id}
        type="checkbox"
        checked={props.checked}
        disabled={props.disabled}
        aria-describedby={`${props.id}-hint`}
        onChange={(e) => props.onChange(e.target.checked)}
        className="mt-0.5 size-4 rounded border-slate-300 accent-brand-600"
      />
      <div>
        <label htmlFor={props.id} className="text-sm font-medium text-slate-800">
          {props.label}
        </label>
        <p id={`${props.id}-hint`} className="text-xs text-slate-600">
          {props.hint}
        </p>
      </div>
    </div>
  );
}
