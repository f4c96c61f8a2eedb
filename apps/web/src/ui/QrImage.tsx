import './qr-image.css';

/**
 * A QR code image the server's configuration names (getFeatures), or, when it names none, a
 * framed placeholder that says so — never another picture standing in for a code nobody can scan.
 */
export function QrImage({ src, alt, missing, size = 160 }: { src: string | undefined; alt: string; missing: string; size?: number }) {
  if (!src) {
    return (
      <div className="qr-placeholder" role="img" aria-label={missing} style={{ width: size, height: size }}>
        <span aria-hidden="true">{missing}</span>
      </div>
    );
  }
  return <img className="qr-image" src={src} alt={alt} width={size} height={size} />;
}
