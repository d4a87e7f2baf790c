import { List } from 'antd-mobile';
import { useTranslation } from '../lib/i18n.ts';
import { setThemeChoice, THEME_CHOICES, useTheme } from '../lib/theme.ts';

/**
 * Settings row: follow the system, or always light, or always dark. The choices sit under the
 * title, across the row: beside it they ran off a phone's screen in longer languages
 * ("Системное · Светлое · Тёмное").
 */
export function ThemeSetting() {
  const { t } = useTranslation();
  const choice = useTheme((s) => s.choice);
  return (
    <List.Item
      data-testid="setting-theme"
      description={
        <div className="segmented segmented--wide" role="radiogroup" aria-label={t('appearance.title')}>
          {THEME_CHOICES.map((option) => (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={choice === option}
              className={choice === option ? 'segmented__option segmented__option--on' : 'segmented__option'}
              data-testid={`setting-theme-${option}`}
              onClick={() => setThemeChoice(option)}
            >
              {t(`appearance.${option}`)}
            </button>
          ))}
        </div>
      }
    >
      {t('appearance.title')}
    </List.Item>
  );
}
