/** The drawn poster as a PNG file. */
export function posterFile(canvas: HTMLCanvasElement, name: string): Promise<File> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(new File([blob], name, { type: 'image/png' })) : reject(new Error('The poster could not be saved'))), 'image/png');
  });
}
