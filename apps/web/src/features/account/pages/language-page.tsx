import { LANGS, LANGUAGE_NAMES, type Lang } from '@meridian/contract/languages';
import { List } from 'antd-mobile';
import { PageHeader } from '../../../components/page-header.tsx';
import { changeLanguage, t as translate, useTranslation } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { fetchUserInfo } from '../api/get-user-info.ts';

/** Open without login (spec §2). A logged-in user's choice is also stored by the server. */
export function LanguagePage() {
  const { i18n } = useTranslation();
  const token = useSession((s) => s.token);
  const current = i18n.language;

  const choose = async (lang: Lang) => {
    await changeLanguage(lang);
    toastSuccess(translate('account.languageChanged'));
    if (!token) return;
    try {
      useSession.getState().setUserinfo(await fetchUserInfo(lang));
    } catch {
      // Reported by the request client; the choice still holds on this device.
    }
  };

  return (
    <div className="page">
      <PageHeader />
      <List mode="card">
        {LANGS.map((lang) => (
          <List.Item
            key={lang}
            data-testid={`language-item-${lang}`}
            data-active={lang === current}
            aria-current={lang === current ? 'true' : undefined}
            arrowIcon={false}
            extra={lang === current ? <span className="language-check">✓</span> : null}
            onClick={() => void choose(lang)}
          >
            <span lang={lang.replace('_', '-')}>{LANGUAGE_NAMES[lang]}</span>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
