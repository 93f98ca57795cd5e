import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState, type Ref } from 'react';
import { EyeIcon, EyeOffIcon } from './icons';

/** A password input with a show/hide toggle (the toggle is a button, so Enter still submits). */
export function PasswordInput({ ref, ...props }: InputProps & { ref?: Ref<HTMLInputElement> }) {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  return (
    <InputGroup
      endElement={(
        <IconButton
          type="button" variant="ghost" size="sm" me="-2" aria-pressed={shown} data-testid="password-toggle"
          aria-label={shown ? t`Masquer le mot de passe` : t`Afficher le mot de passe`} onClick={() => setShown((s) => !s)}
        >
          {shown ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      )}
    >
      <Input ref={ref} type={shown ? 'text' : 'password'} {...props} />
    </InputGroup>
  );
}
