import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  loadOrganizers,
  moveEntry,
  openOrganizerAdd,
  openOrganizerEdit,
  organizerTexts,
  reorderOrganizers,
  selectOrganizerList,
  type OrganizerKind,
  type OrganizerRow,
} from '@diary/store';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { PageBar } from '../../ui/PageBar';
import './organize.css';

/** /topic and /group: the topics (or groups) in their order, reordered by dragging a row's handle; a row opens its edit screen. */
export default function OrganizerListPage({ kind }: { kind: OrganizerKind }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const list = useAppSelector((s) => selectOrganizerList(s, kind));
  const texts = organizerTexts(kind);
  // A pointer drag starts after a few pixels, so a tap on the handle is not a drag.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // Opened directly, the list (and its members, for the counts) may not be loaded yet.
  useEffect(() => {
    void dispatch(loadOrganizers(kind));
  }, [dispatch, kind]);

  const ids = list.rows.map((r) => r.id);
  // What a screen reader hears while a row moves, in the reader's language (dnd-kit's own are English only).
  const nameOf = (id: string | number) => list.rows.find((r) => r.id === String(id))?.name ?? '';
  const at = (id: string | number) => ({ position: ids.indexOf(String(id)) + 1, total: ids.length });
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('organize.pickedUp', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('organize.movedTo', { name: nameOf(active.id), ...at(over.id) }) : undefined),
    onDragEnd: ({ active, over }) => (over ? t('organize.dropped', { name: nameOf(active.id), ...at(over.id) }) : undefined),
    onDragCancel: ({ active }) => t('organize.cancelled', { name: nameOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    void dispatch(reorderOrganizers(kind, moveEntry(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id)))));
  };

  return (
    <div className="organize-page">
      <PageBar title={t(texts.list)}>
        <button type="button" className="icon-button" aria-label={t(texts.add)} title={t(texts.add)} onClick={() => dispatch(openOrganizerAdd(kind))}>
          ＋
        </button>
      </PageBar>
      {list.loading ? (
        <p className="muted center">{t('common.loading')}</p>
      ) : list.rows.length === 0 ? (
        <p className="empty">{t(texts.empty)}</p>
      ) : (
        <>
          <p id={`organize-hint-${kind}`} className="organize-hint muted">
            {t('organize.reorderHint')}
          </p>
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={onDragEnd}
            accessibility={{ announcements, screenReaderInstructions: { draggable: t('organize.reorderHint') } }}
          >
            <SortableContext items={ids} strategy={verticalListSortingStrategy}>
              <ul className="organize-list">
                {list.rows.map((row) => (
                  <SortableRow key={row.id} kind={kind} row={row} onOpen={() => dispatch(openOrganizerEdit(kind, row.id))} />
                ))}
              </ul>
            </SortableContext>
          </DndContext>
        </>
      )}
    </div>
  );
}

/** A row: the drag handle, then the name and member count (tapping opens the edit screen). */
function SortableRow({ kind, row, onOpen }: { kind: OrganizerKind; row: OrganizerRow; onOpen: () => void }) {
  const t = useT();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: row.id });
  return (
    <li
      ref={setNodeRef}
      className={`organize-row${isDragging ? ' dragging' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-id={row.id}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="organize-handle"
        {...attributes}
        {...listeners}
        aria-label={t('organize.move', { name: row.name })}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <button type="button" className="organize-open" onClick={onOpen}>
        <span className="organize-name">{row.name}</span>
        <span className="organize-count">{t(organizerTexts(kind).members, { count: row.members })}</span>
        <span className="organize-chevron" aria-hidden="true">
          ›
        </span>
      </button>
    </li>
  );
}
