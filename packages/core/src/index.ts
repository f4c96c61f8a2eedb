// @diary/core: the framework-free domain both clients and the server share.
// Everything here runs unchanged in a browser, the WeChat mini program and Node.

export * from './time/clock';
export * from './time/calendar';
export * from './i18n';

export * from './wire/class-names';
export * from './wire/object-id';
export * from './wire/pointer';
export * from './wire/date';
export * from './wire/unicode-escape';
export * from './wire/records';
export * from './wire/lazy-schema';
export * from './wire/query-fields';
export * from './wire/where';
export * from './wire/shared-fields';

export * from './diary/diary';
export * from './diary/derived';
export * from './diary/content';
export * from './diary/collapsible';
export * from './diary/grouping';
export * from './diary/save-progress';

export * from './media/file';
export * from './media/file-type';
export * from './media/media-formats';
export * from './media/censor';
export * from './media/crop';
export { coverShown, type CoveredRecord } from './media/cover-fields';
export * from './media/crop-view';
export * from './media/photos';
export * from './media/video';
export * from './media/photo-filename';
export * from './media/media-url';
export * from './media/upload-result';
export * from './media/colours';
export * from './media/photo-shape';

export * from './editor/edit-photo';
export * from './editor/edit-draft';

export * from './places/location';
export * from './places/place-selection';
export * from './places/place-result';
export * from './places/map';
export * from './places/datum';
export * from './places/distance';

export * from './weather/weather';
export * from './weather/kinds';
export * from './weather/provider-codes';
export * from './weather/selection';
export * from './weather/weather-list';
export * from './weather/chart';

export * from './status/status';
export * from './status/group';
export * from './status/status-selection';
export * from './status/recent-emoji';
export * from './status/preset-moods';

export * from './stories/tag';
export * from './stories/topic';
export * from './stories/story-tabs';

export * from './people/people';

export * from './archive/archive';
export * from './archive/three-year-view';

export * from './lists/list-type';
export * from './lists/list-kinds';
export * from './lists/diary-list-query';
export * from './lists/list-route';
export * from './lists/more-menu';
export * from './lists/list-owner';

export * from './account/user';
export * from './account/phone';
export * from './account/greeting';
export * from './account/date-picker';
export * from './account/wechat-qr';

export * from './pro/pro-status';
export * from './pro/action-gate';
export * from './pro/order';
export * from './pro/comparison';
export * from './info/info-pages';

export * from './share/share';
export * from './share/share-preview';

export * from './search/search-history';
export * from './search/recent-list';

export * from './layout/layout';
export * from './layout/text-input';
export * from './layout/ui-constants';
export * from './routes/route-table';
export * from './routes/route-path';
export * from './routes/desktop-path';

export * from './errors/api-errors';
export * from './contract';
export * from './api/transport';
export * from './api/client';
export * from './api/json-lines';
export * from './api/items';

export * from './insights/period';
export * from './insights/streaks';
export * from './insights/standouts';
export * from './insights/insights';
export * from './insights/word-count';
export * from './insights/mood-colours';
export * from './assistant/endpoint';
export * from './assistant/citations';
