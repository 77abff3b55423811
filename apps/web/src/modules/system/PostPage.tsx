export default function PostPage() { return <div>Post</div>; }
