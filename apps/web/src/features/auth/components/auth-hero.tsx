import { useTranslation } from 'react-i18next';

export function AuthHero() {
  const { t } = useTranslation();
  return (
    <div className="auth-hero">
      <div className="auth-brand">
        <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" />
        <span>Meridian</span>
      </div>
      <div className="auth-welcome">{t('auth.welcome')}</div>
    </div>
  );
}
