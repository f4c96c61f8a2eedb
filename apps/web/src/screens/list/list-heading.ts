import type { DiaryListSelector } from '@diary/core';
import { listHeading } from '@diary/store';
import { useMemo } from 'react';
import { useAppSelector } from '../../app/hooks';
import { translate } from '../../i18n';

/** The list header's title, icon, summary and cover, from the list's item or the user (the store decides them). */
export function useListHeading(selector: DiaryListSelector): { title: string; icon: string; summary?: string; cover?: string } {
  const items = useAppSelector((s) => s.items);
  const language = useAppSelector((s) => s.app.preferences.language);
  const user = useAppSelector((s) => s.session.user);
  return useMemo(() => {
    const heading = listHeading(items, language, selector, user);
    return { ...heading, title: typeof heading.title === 'string' ? heading.title : translate(heading.title) };
  }, [items, language, selector, user]);
}
