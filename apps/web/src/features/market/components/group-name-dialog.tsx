import { Button, Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { TextField } from '../../../components/text-field.tsx';
import { GROUP_NAME_MAX } from '@meridian/contract/favourites-rules';

type Props = {
  title: string;
  initial?: string;
  busy?: boolean;
  onSave: (name: string) => void;
  onClose: () => void;
};

/** Asks for a group's name (1–20 characters); used to create and to rename. */
export function GroupNameDialog({ title, initial = '', busy, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const trimmed = name.trim();
  return (
    <Dialog
      visible
      title={title}
      onClose={onClose}
      closeOnMaskClick
      content={
        <form
          className="group-dialog"
          onSubmit={(event) => {
            event.preventDefault();
            if (trimmed) onSave(trimmed);
          }}
        >
          <TextField
            value={name}
            onChange={setName}
            testId="favourite-group-name-input"
            placeholder={t('favourites.groupNamePlaceholder')}
            maxLength={GROUP_NAME_MAX}
            hint={`${name.length}/${GROUP_NAME_MAX}`}
          />
          <div className="group-dialog-actions">
            <Button block onClick={onClose} data-testid="favourite-group-name-cancel">
              {t('common.cancel')}
            </Button>
            <Button block color="primary" type="submit" disabled={!trimmed} loading={busy} data-testid="favourite-group-name-save">
              {t('common.save')}
            </Button>
          </div>
        </form>
      }
    />
  );
}
