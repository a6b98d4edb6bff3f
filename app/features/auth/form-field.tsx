import { Eye, EyeOff } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { PASSWORD_MIN } from '#core/accounts/account-rules';
import { TextField, type TextFieldProps } from '~/components/ui/field';
import { useT } from '~/lib/i18n/i18n';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>;

/** A password input with a show/hide toggle (spec section 2: sign in, sign up). */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const t = useT();
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={t(visible ? 'auth.hidePassword' : 'auth.showPassword', { label: props.label.toLowerCase() })}
          className="absolute inset-y-0 right-0 inline-flex w-10 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-900"
        >
          {visible ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
        </button>
      }
    />
  );
}

/** An empty confirmation blocks a submit but is not yet called a mismatch. */
export const passwordsDiffer = (password: string, confirm: string) => confirm !== '' && confirm !== password;

type OnChange = (event: ChangeEvent<HTMLInputElement>) => void;

export interface NewPasswordFieldsProps {
  labels: { password: string; confirm: string };
  /** The new password's form name ('password' at sign-up, 'newPassword' on the Security tab). */
  name: string;
  password: string;
  confirm: string;
  onPasswordChange: OnChange;
  onConfirmChange: OnChange;
}

/**
 * A new password with the length hint, and its confirmation, which says when the two differ
 * (spec section 2): sign-up and the Security tab's change of password.
 */
export function NewPasswordFields({
  labels,
  name,
  password,
  confirm,
  onPasswordChange,
  onConfirmChange,
}: NewPasswordFieldsProps) {
  const t = useT();
  return (
    <>
      <PasswordField
        label={labels.password}
        name={name}
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN}
        hint={t('auth.passwordHint', { min: PASSWORD_MIN })}
        value={password}
        onChange={onPasswordChange}
      />
      <PasswordField
        label={labels.confirm}
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={confirm}
        onChange={onConfirmChange}
        error={passwordsDiffer(password, confirm) ? t('auth.passwordsDiffer') : null}
      />
    </>
  );
}
