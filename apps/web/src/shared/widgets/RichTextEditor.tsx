import { useEffect, useRef, useState } from 'react';
import { Button, ColorPicker, Select, Space, Tooltip, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from './sanitize';
import { uploadFile, useReportUpload } from './upload';

export const EDITOR_HEIGHT = 450;
const FONTS = ['Arial', 'Georgia', 'Times New Roman', 'Courier New', 'Verdana'];

type Command = { key: string; label: string; command: string; arg?: string };

/**
 * A contentEditable editor with the spec's toolbar. Images are uploaded and inserted by link; what leaves
 * the editor is sanitized.
 */
export function RichTextEditor({
  value,
  onChange,
  disabled,
  height = EDITOR_HEIGHT,
}: {
  value?: string;
  onChange?: (html: string) => void;
  disabled?: boolean;
  height?: number;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const area = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [rtl, setRtl] = useState(false);
  useReportUpload('editor', uploading);

  useEffect(() => {
    const element = area.current;
    const clean = sanitizeHtml(value ?? '');
    if (element && element.innerHTML !== clean && document.activeElement !== element) element.innerHTML = clean;
  }, [value]);

  const emit = () => onChange?.(sanitizeHtml(area.current?.innerHTML ?? ''));
  const run = (command: string, arg?: string) => {
    area.current?.focus();
    document.execCommand(command, false, arg);
    emit();
  };

  const commands: Command[] = [
    { key: 'bold', label: 'B', command: 'bold' },
    { key: 'italic', label: 'I', command: 'italic' },
    { key: 'underline', label: 'U', command: 'underline' },
    { key: 'strike', label: 'S', command: 'strikeThrough' },
    { key: 'ordered', label: '1.', command: 'insertOrderedList' },
    { key: 'bullet', label: '•', command: 'insertUnorderedList' },
    { key: 'indent', label: '→', command: 'indent' },
    { key: 'outdent', label: '←', command: 'outdent' },
  ];

  const insertImage = async (file: File) => {
    setUploading(true);
    try {
      const attachment = await uploadFile(file);
      run('insertImage', attachment.link);
    } catch {
      // upload failure only stops the loading state
    } finally {
      setUploading(false);
    }
  };

  return (
    <div style={{ border: `1px solid ${token.colorBorder}`, borderRadius: token.borderRadius }}>
      {!disabled && (
        <Space wrap size={4} style={{ padding: 4, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
          {commands.map((c) => (
            <Tooltip key={c.key} title={t(`editor.${c.key}`)}>
              <Button size="small" aria-label={t(`editor.${c.key}`)} onMouseDown={(e) => e.preventDefault()} onClick={() => run(c.command, c.arg)}>
                {c.label}
              </Button>
            </Tooltip>
          ))}
          <Button size="small" aria-pressed={rtl} onClick={() => setRtl(!rtl)}>
            {t('editor.direction')}
          </Button>
          <Select
            size="small"
            aria-label={t('editor.font')}
            placeholder={t('editor.font')}
            style={{ width: 130 }}
            options={FONTS.map((f) => ({ value: f, label: f }))}
            onChange={(font: string) => run('fontName', font)}
          />
          <ColorPicker size="small" onChangeComplete={(color) => run('foreColor', color.toHexString())} />
          <Select
            size="small"
            aria-label={t('editor.align')}
            placeholder={t('editor.align')}
            style={{ width: 100 }}
            options={['Left', 'Center', 'Right', 'Full'].map((a) => ({ value: `justify${a}`, label: a }))}
            onChange={(command: string) => run(command)}
          />
          <Button
            size="small"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              const url = window.prompt(t('editor.linkPrompt'));
              if (url && /^(https?:|mailto:)/i.test(url)) run('createLink', url);
            }}
          >
            {t('editor.link')}
          </Button>
          <Button size="small" loading={uploading} onClick={() => fileInput.current?.click()}>
            {t('editor.image')}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            hidden
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void insertImage(file);
            }}
          />
        </Space>
      )}
      {/* biome-ignore lint/a11y/useFocusableInteractive: contentEditable makes it focusable */}
      {/* biome-ignore lint/a11y/useSemanticElements: a rich-text area cannot be a textarea */}
      <div
        ref={area}
        role="textbox"
        aria-multiline
        dir={rtl ? 'rtl' : 'ltr'}
        contentEditable={!disabled}
        suppressContentEditableWarning
        onInput={emit}
        onBlur={emit}
        style={{ minHeight: height, maxHeight: height, overflow: 'auto', padding: 8, outline: 'none' }}
      />
    </div>
  );
}
