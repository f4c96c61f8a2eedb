import { chooseOrganizer, loadOrganizers, openOrganizers, organizerTexts, selectOrganizerSelect, type OrganizerKind } from '@diary/store';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { NotFound } from '../NotFound';
import { PageBar } from '../../ui/PageBar';
import './organize.css';
import { Check } from 'lucide-react';

/** /topic/select/{tagId} and /group/select/{statusId}: the story's topic (or the status's group), chosen with one tap. */
export default function OrganizerSelectPage({ kind }: { kind: OrganizerKind }) {
  const { tagId } = useParams();
  if (!tagId) return <NotFound />;
  return <Choices kind={kind} memberId={tagId} />;
}

function Choices({ kind, memberId }: { kind: OrganizerKind; memberId: string }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const select = useAppSelector((s) => selectOrganizerSelect(s, kind, memberId));
  const texts = organizerTexts(kind);
  useEffect(() => {
    void dispatch(loadOrganizers(kind));
  }, [dispatch, kind]);
  const choose = (id: string | null) => dispatch(chooseOrganizer(kind, memberId, id));

  return (
    <div className="organize-page">
      <PageBar title={t(texts.select)}>
        <button type="button" className="icon-button" aria-label={t(texts.list)} title={t(texts.list)} onClick={() => void dispatch(openOrganizers(kind))}>
          ✎
        </button>
      </PageBar>
      {select.loading ? (
        <p className="muted center">{t('common.loading')}</p>
      ) : select.memberName === null ? (
        <p className="empty">{t('target.notFound')}</p>
      ) : (
        <>
          <p className="organize-hint muted">{select.memberName}</p>
          {/* Radios straight in their group: a list around them would make each an orphaned list item to assistive tech. */}
          <div className="organize-list" role="radiogroup" aria-label={t(texts.select)}>
            {select.choices.map((choice) => (
              <button
                key={choice.id ?? 'none'}
                type="button"
                role="radio"
                aria-checked={choice.chosen}
                className="organize-row organize-open"
                disabled={select.busy}
                onClick={() => void choose(choice.id)}
              >
                <span className="organize-name">{choice.name ?? t(texts.none)}</span>
                <span className="organize-check" aria-hidden="true">
                  {choice.chosen && <Check size={18} strokeWidth={2.5} />}
                </span>
              </button>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
