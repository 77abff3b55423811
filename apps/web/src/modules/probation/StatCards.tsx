import { Card, Col, Row, Statistic } from 'antd';

export interface StatCard {
  key: string;
  title: string;
  value: number | undefined;
  tone?: 'danger' | 'warning';
}

const TONES = { danger: '#cf1322', warning: '#d46b08' } as const;

/** The statistics cards above the probation and renewal lists. */
export function StatCards({ cards }: { cards: StatCard[] }) {
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {cards.map((c) => (
        <Col key={c.key} xs={12} md={8} xl={24 / Math.min(cards.length, 6)}>
          <Card size="small" data-testid={`stat-${c.key}`}>
            <Statistic title={c.title} value={c.value ?? 0} styles={c.tone && c.value ? { content: { color: TONES[c.tone] } } : undefined} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
