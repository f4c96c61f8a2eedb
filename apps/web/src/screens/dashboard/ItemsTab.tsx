import { LIST_KINDS, listPath, type MessageKey } from '@diary/core';
import { openTargetAdd } from '@diary/store';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { webNavigation } from '../../platform/navigation';
import { useMedia } from '../../ui/media';

type Kind = 'location' | 'people' | 'tag' | 'status';
const ADD: Record<Kind, MessageKey> = { location: 'target.addLocation', people: 'target.addPeople', tag: 'target.addTag', status: 'target.addStatus' };
const EMPTY: Record<Kind, MessageKey> = { location: 'places.empty', people: 'people.empty', tag: 'stories.empty', status: 'editor.status.empty' };

/** Places, people, stories and statuses with their counts, and a button that adds one. */
export function ItemsTab({ kind }: { kind: Kind }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const empty = useAppSelector((s) => s.items[kind].length === 0);
  return (
    <>
      <div className="items-actions">
        <button type="button" className="button primary" onClick={() => void dispatch(openTargetAdd(kind))}>
          ＋ {t(ADD[kind])}
        </button>
      </div>
      {empty ? <p className="empty">{t(EMPTY[kind])}</p> : <ItemGrid kind={kind} />}
    </>
  );
}

/** The kind's items, each opening its diary list. */
function ItemGrid({ kind }: { kind: Kind }) {
  const t = useT();
  const media = useMedia();
  const items = useAppSelector((s) => s.items[kind]) as Array<{ objectId: string; name?: string; count?: number; cover?: string | null; avatar?: string | null; emoji?: string }>;
  return (
    <ul className={`item-grid ${kind}`}>
      {items.map((item) => {
        const picture = item.cover ?? item.avatar;
        return (
          <li key={item.objectId}>
            <button type="button" className="item-card" onClick={() => webNavigation.navigate(listPath({ listType: kind, id: item.objectId }))}>
              {picture ? <img src={media.cover(picture, 'cover')} alt="" loading="lazy" /> : <span className="item-icon" aria-hidden="true">{item.emoji ?? LIST_KINDS[kind].icon}</span>}
              <span className="item-name">{item.name}</span>
              <span className="item-count">{t('list.diaryCount', { count: item.count ?? 0 })}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
