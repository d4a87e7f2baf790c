import type { SearchItem } from '@meridian/contract/market';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { TextField } from '../../../components/text-field.tsx';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { CODE_INPUT_MAX, useFindStocks } from '../api/find-stocks.ts';

const SEARCH_DEBOUNCE_MS = 250;
const SUGGESTIONS = 6;
/** A full A-share code: the ticket is asked for as soon as one is typed. */
export const FULL_CODE = /^\d{6}$/;

type Props = {
  /** The chosen code ('' for none). */
  code: string;
  onPick: (code: string) => void;
};

const nameOf = (item: SearchItem, zh: boolean) => (zh ? item.name : item.name_en || item.name);

/**
 * The code box: a typed 6-digit code is taken at once; otherwise stocks matching the text
 * (name, code or pinyin) are offered below it.
 */
export function StockPicker({ code, onPick }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const [text, setText] = useState(code);
  const [editing, setEditing] = useState(false);
  const q = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useFindStocks(editing && q && q !== code ? q : '');
  const items = (search.data ?? []).filter((item) => item.kind === 'stock').slice(0, SUGGESTIONS);
  const zh = lang === 'zh_cn' || lang === 'zh_tw';

  const change = (value: string) => {
    setText(value);
    setEditing(true);
    const trimmed = value.trim();
    // Anything but a full code is a search: the ticket waits until a stock is chosen.
    onPick(FULL_CODE.test(trimmed) ? trimmed : '');
  };
  const pick = (item: SearchItem) => {
    setText(item.code);
    setEditing(false);
    onPick(item.code);
  };

  return (
    <div className="stock-picker">
      <TextField
        label={t('trading.stockCode')}
        placeholder={t('trading.stockCodePlaceholder')}
        value={text}
        onChange={change}
        testId="order-code"
        maxLength={CODE_INPUT_MAX}
        autoComplete="off"
      />
      {editing && q && !FULL_CODE.test(q) ? (
        <ul className="stock-options" data-testid="order-code-options">
          {items.map((item) => (
            <li key={item.code}>
              <button type="button" className="stock-option" data-testid={`order-code-option-${item.code}`} onClick={() => pick(item)}>
                <span>{nameOf(item, zh)}</span>
                <span className="stock-option-code">{item.code}</span>
              </button>
            </li>
          ))}
          {search.data && items.length === 0 ? <li className="stock-option stock-option--none">{t('trading.noMatch')}</li> : null}
        </ul>
      ) : null}
    </div>
  );
}
