/** Text inputs accept at most this many characters unless a rule says otherwise. */
export const TEXT_INPUT_MAX_LENGTH = 32;
/** Names of places, people, stories, statuses, topics and groups. */
export const NAME_MAX_LENGTH = TEXT_INPUT_MAX_LENGTH;
/** A place's address, as a map search gives it or the user types it. */
export const ADDRESS_MAX_LENGTH = 200;
