/** One entry of a record's list of pointers: a diary's places, people, stories and photos, a file's diaries. */
export interface ItemLinkTable {
  ownerId: string;
  /** The list's wire field: location, people, tag, gallery, diary. */
  field: string;
  /** The entry's place in the list, from 0. */
  position: number;
  targetId: string;
  /** The owner of both records. */
  user: string;
}
