import { LANGS, LANGUAGE_NAMES, isLang } from '@meridian/contract/languages';
import { GlobeIcon } from '../../../components/icons.tsx';
import { changeLanguage, useTranslation } from '../../../lib/i18n.ts';
import { useLang } from '../../../lib/use-lang.ts';

/** The language can be chosen before an account exists: login and register both show this picker. */
function LanguagePicker() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <label className="auth-language">
      <GlobeIcon className="auth-language-icon" />
      <select
        aria-label={t('account.language')}
        data-testid="auth-language"
        value={lang}
        onChange={(event) => {
          const next = event.target.value;
          if (isLang(next)) void changeLanguage(next);
        }}
      >
        {LANGS.map((code) => (
          <option key={code} value={code} lang={code.replace('_', '-')}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}

export function AuthHero() {
  const { t } = useTranslation();
  return (
    <div className="auth-hero">
      <LanguagePicker />
      <div className="auth-brand">
        <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" />
        <span>Meridian</span>
      </div>
      <div className="auth-welcome">{t('auth.welcome')}</div>
    </div>
  );
}
