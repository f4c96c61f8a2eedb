import { mergeInternalComponents } from '@tarojs/shared';
import { ARIA } from './aria-attributes';

// The same attributes config/aria.ts adds to the template, in the same order, so Taro's runtime sends each in its slot.
mergeInternalComponents({ View: ARIA, Text: ARIA });
