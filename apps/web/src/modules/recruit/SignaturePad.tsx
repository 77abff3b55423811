import { useEffect, useRef, type PointerEvent } from 'react';
import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The spec's signature: 300x180 px, drawn in blue. */
export const SIGNATURE_WIDTH = 300;
export const SIGNATURE_HEIGHT = 180;
const INK = '#1d39c4';

/**
 * A signature drawn with the mouse, a finger or a pen on a 300x180 canvas in blue, or an uploaded PNG/JPEG
 * fitted into it; `onChange` gets the canvas as a PNG data URL, or null once cleared. `hint` replaces the
 * contract page's instruction (which asks for the typed name too).
 */
export function SignaturePad({ onChange, hint }: { onChange: (dataUrl: string | null) => void; hint?: string }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);

  const ctx = () => canvas.current?.getContext('2d') ?? null;
  const point = (e: PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return [((e.clientX - r.left) * SIGNATURE_WIDTH) / r.width, ((e.clientY - r.top) * SIGNATURE_HEIGHT) / r.height] as const;
  };
  const changed = () => {
    onChange(canvas.current?.toDataURL('image/png') ?? null);
  };
  const clear = () => {
    ctx()?.clearRect(0, 0, SIGNATURE_WIDTH, SIGNATURE_HEIGHT);
    onChange(null);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pen is set once, on the canvas's first render
  useEffect(() => {
    const c = ctx();
    if (!c) return;
    c.strokeStyle = INK;
    c.lineWidth = 2.5;
    c.lineCap = 'round';
    c.lineJoin = 'round';
  }, []);

  const upload = (file: File | undefined) => {
    if (!file || !/^image\/(png|jpeg)$/.test(file.type)) return;
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      const c = ctx();
      if (c) {
        c.clearRect(0, 0, SIGNATURE_WIDTH, SIGNATURE_HEIGHT);
        const scale = Math.min(SIGNATURE_WIDTH / img.width, SIGNATURE_HEIGHT / img.height, 1);
        c.drawImage(img, (SIGNATURE_WIDTH - img.width * scale) / 2, (SIGNATURE_HEIGHT - img.height * scale) / 2, img.width * scale, img.height * scale);
        changed();
      }
      URL.revokeObjectURL(url);
    };
    img.src = url;
  };

  return (
    <Space direction="vertical">
      <Typography.Text>{hint ?? t('recruit.page.signatureHint')}</Typography.Text>
      <canvas
        ref={canvas}
        width={SIGNATURE_WIDTH}
        height={SIGNATURE_HEIGHT}
        data-testid="signature-pad"
        aria-label={t('recruit.page.signaturePad')}
        style={{
          width: SIGNATURE_WIDTH,
          height: SIGNATURE_HEIGHT,
          border: '1px dashed #8c8c8c',
          borderRadius: 4,
          touchAction: 'none',
          background: '#fff',
          cursor: 'crosshair',
        }}
        onPointerDown={(e) => {
          drawing.current = true;
          e.currentTarget.setPointerCapture(e.pointerId);
          const [x, y] = point(e);
          ctx()?.beginPath();
          ctx()?.moveTo(x, y);
        }}
        onPointerMove={(e) => {
          if (!drawing.current) return;
          const [x, y] = point(e);
          ctx()?.lineTo(x, y);
          ctx()?.stroke();
        }}
        onPointerUp={() => {
          if (!drawing.current) return;
          drawing.current = false;
          changed();
        }}
      />
      <Space>
        <Button onClick={clear}>{t('recruit.page.signatureClear')}</Button>
        <Button onClick={() => document.getElementById('signature-upload')?.click()}>{t('recruit.page.signatureUpload')}</Button>
        <input
          id="signature-upload"
          data-testid="signature-upload"
          type="file"
          accept="image/png,image/jpeg"
          hidden
          onChange={(e) => upload(e.target.files?.[0])}
        />
      </Space>
    </Space>
  );
}
