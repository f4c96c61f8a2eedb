import Taro from '@tarojs/taro';
import { deleteTargetFromOptions, TARGET_OPTIONS, type AppDispatch, type TargetOptionsKind } from '@diary/store';
import { translate } from '../i18n';

/**
 * The target options of a story or person card (seed 1 §2), on WeChat's own action sheet: a long
 * press offers to view it (its diary list) or to delete it (the store asks first; diaries are kept).
 */
export async function showTargetOptions(dispatch: AppDispatch, kind: TargetOptionsKind, id: string, view: () => void): Promise<void> {
  const labels = TARGET_OPTIONS.map((option) => translate({ key: option === 'view' ? 'common.view' : 'common.delete' }));
  const chosen = await Taro.showActionSheet({ itemList: labels }).catch(() => null);
  const option = chosen ? TARGET_OPTIONS[chosen.tapIndex] : undefined;
  if (option === 'view') view();
  else if (option === 'delete') await dispatch(deleteTargetFromOptions(kind, id));
}
