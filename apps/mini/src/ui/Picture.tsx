import { Image, type ImageProps } from '@tarojs/components';

/** A picture beside its own text (a cover, an avatar, a photo of a diary whose words are there): screen readers pass over it (alt="" in the browser build). */
export function Picture(props: ImageProps) {
  return <Image {...props} nativeProps={{ alt: '' }} />;
}
