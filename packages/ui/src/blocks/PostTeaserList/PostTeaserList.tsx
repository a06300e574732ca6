import { CONTENT_PATH_PREFIX, FEATURED_POST, POST_TEASER_REQUIRED_POSTS, postTeaserListSpec } from '@salon/domain';
import clsx from 'clsx';
import { BlockImage } from '../core/BlockImage';
import type { BlockPost } from '../core/context';
import { defineBlock } from '../core/defineBlock';

/** A chosen post: the picker stores the meta title; a stored path is accepted too. */
export const findPost = (posts: readonly BlockPost[], chosen: string): BlockPost | undefined => {
  const wanted = chosen.trim();
  if (!wanted) return undefined;
  return posts.find((post) => post.meta_title === wanted) ?? posts.find((post) => post.path === wanted);
};

/**
 * The post's page: the post-route prefix plus the post path (spec). A stored path that already
 * starts with the prefix (the creator stores full paths, "/inspiration/spring-hair-trends") is
 * used as it is rather than prefixed twice.
 */
export const postHref = (post: BlockPost): string => {
  const path = `/${post.path.replace(/^\/+/, '')}`;
  return path.startsWith(`${CONTENT_PATH_PREFIX.POST}/`) ? path : `${CONTENT_PATH_PREFIX.POST}${path}`;
};

export const postTeaserListBlock = defineBlock(postTeaserListSpec, {
  render: function PostTeaserList({ props, context }) {
    const chosen = [props.post_1, props.post_2, props.post_3].map((value) => findPost(context.posts, value));
    const posts = chosen.filter((post): post is BlockPost => post !== undefined);
    if (posts.length < POST_TEASER_REQUIRED_POSTS) return null;
    const featuredIndex = props.featured === FEATURED_POST.NONE ? -1 : Number(props.featured) - 1;
    return (
      <section>
        {props.title ? <h2 className="mb-4 font-display text-h2">{props.title}</h2> : null}
        <ul className="grid gap-4 md:grid-cols-3">
          {posts.map((post, index) => {
            const featured = index === featuredIndex;
            return (
              <li key={post.path} className={clsx(featured && 'md:col-span-3')} data-featured={featured}>
                <a href={postHref(post)} className={clsx('group flex h-full flex-col gap-2', featured && 'md:flex-row md:items-center md:gap-6')}>
                  {post.meta_image_src ? (
                    <BlockImage src={post.meta_image_src} alt="" className={clsx('aspect-[4/3] w-full rounded object-cover', featured && 'md:w-2/3')} />
                  ) : null}
                  <span className={clsx('font-semibold group-hover:underline', featured ? 'text-h2 font-display' : 'text-h3')}>{post.meta_title}</span>
                </a>
              </li>
            );
          })}
        </ul>
      </section>
    );
  },
});
