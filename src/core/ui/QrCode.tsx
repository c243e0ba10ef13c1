import { useMemo } from 'react';
import { encode } from 'uqr';

/** Light modules around the code, as the QR standard asks, so phone cameras find its edges. */
const QUIET = 4;

/** The QR code of `text` as one SVG path (a row's run of dark modules is one rectangle): crisp at any size. */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => {
    // M: the BR Code's usual level; a printed or screen-photographed code survives a little damage.
    const { size, data } = encode(text, { ecc: 'M', border: 0 });
    let path = '';
    data.forEach((row, y) => {
      for (let x = 0; x < size; x++) {
        if (!row[x]) continue;
        const start = x;
        while (x + 1 < size && row[x + 1]) x++;
        path += `M${start} ${y}h${x - start + 1}v1h-${x - start + 1}z`;
      }
    });
    return { size, path };
  }, [text]);
  const box = size + QUIET * 2;
  return (
    <svg part="qr" className="qr" role="img" aria-label={label} viewBox={`${-QUIET} ${-QUIET} ${box} ${box}`} shapeRendering="crispEdges">
      <rect x={-QUIET} y={-QUIET} width={box} height={box} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
