export default function DictBizPage() { return <div>DictBiz</div>; }
