import { LANGUAGE_NAMES, isLang } from '@meridian/contract/languages';
import { Button, List } from 'antd-mobile';
import { useRef } from 'react';
import { showActionSheet } from '../../../lib/action-sheet.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PushSetting } from '../../../components/push-setting.tsx';
import { ThemeSetting } from '../../../components/theme-setting.tsx';
import { AVATAR_TYPES } from '../api/edit-avatar.ts';
import { useUserInfo } from '../api/get-user-info.ts';
import { UserAvatar } from '../components/user-avatar.tsx';
import { useSettingsActions } from '../use-settings-actions.ts';
import { usePriceColours, usePriceColoursChoice, type PriceColoursChoice } from '../../../lib/price-colours.ts';

export function SettingPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const user = useUserInfo();
  const fileInput = useRef<HTMLInputElement>(null);
  const actions = useSettingsActions();
  const lang = i18n.language;
  const colours = usePriceColours();
  const { choice, choose } = usePriceColoursChoice();
  const colourLabel = (c: 'red-up' | 'green-up') => t(c === 'red-up' ? 'account.priceColoursRedUp' : 'account.priceColoursGreenUp');
  const pickColours = () => {
    const options: PriceColoursChoice[] = ['auto', 'red-up', 'green-up'];
    const sheet = showActionSheet({
      actions: options.map((key) => ({
        key,
        text: key === 'auto' ? t('account.priceColoursAuto', { current: colourLabel(colours) }) : colourLabel(key),
        bold: key === choice,
      })),
      cancelText: t('common.cancel'),
      onAction: (action) => {
        const picked = options.find((key) => key === action.key);
        if (picked) choose(picked);
        void sheet.then((handler) => handler.close());
      },
    });
    // A failed fetch of the sheet's code (offline) leaves the setting as it was.
    sheet.catch(() => undefined);
  };

  return (
    <div className="page">
      <PageHeader />
      <input
        ref={fileInput}
        type="file"
        accept={AVATAR_TYPES.join(',')}
        hidden
        data-testid="setting-avatar-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void actions.uploadAvatar(file);
        }}
      />
      <List header={t('account.personalInfo')} mode="card">
        <List.Item
          data-testid="setting-avatar"
          onClick={() => fileInput.current?.click()}
          extra={<UserAvatar small src={user?.avatar} name={user?.username} />}
        >
          {t('account.avatar')}
        </List.Item>
        <List.Item extra={<span data-testid="setting-username">{user?.username}</span>}>{t('account.account')}</List.Item>
        <List.Item extra={<span data-testid="setting-phone">{user?.phone}</span>}>{t('account.phone')}</List.Item>
      </List>
      <List mode="card">
        <List.Item extra={<span data-testid="setting-version">{`${__APP_VERSION__} (${__BUILD_ID__})`}</span>}>
          {t('account.currentVersion')}
        </List.Item>
        <List.Item data-testid="setting-check-update" onClick={() => void actions.checkForUpdate()}>
          {t('account.checkUpdate')}
        </List.Item>
        <List.Item data-testid="setting-clear-cache" onClick={actions.clearCache}>
          {t('account.clearCache')}
        </List.Item>
        <List.Item data-testid="setting-alerts" onClick={() => void navigate('/alerts')}>
          {t('account.priceAlerts')}
        </List.Item>
        <List.Item
          data-testid="setting-language"
          extra={isLang(lang) ? LANGUAGE_NAMES[lang] : lang}
          onClick={() => void navigate('/setting/language')}
        >
          {t('account.language')}
        </List.Item>
        <List.Item data-testid="setting-price-colours" data-colours={colours} extra={colourLabel(colours)} onClick={pickColours}>
          {t('account.priceColours')}
        </List.Item>
        <ThemeSetting />
        <PushSetting />
      </List>
      <List mode="card">
        <List.Item
          data-testid="setting-pay-password"
          extra={user?.has_pay_password ? t('account.set') : t('account.notSet')}
          onClick={() => void navigate('/payPwd')}
        >
          {t('account.tradingPassword')}
        </List.Item>
        <List.Item data-testid="setting-login-password" onClick={() => void navigate('/change-pwt')}>
          {t('account.loginPassword')}
        </List.Item>
      </List>
      <div className="form">
        <Button block color="danger" fill="outline" size="large" data-testid="setting-logout" onClick={() => void actions.logOut()}>
          {t('account.logout')}
        </Button>
      </div>
    </div>
  );
}
