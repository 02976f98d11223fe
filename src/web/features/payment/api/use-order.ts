import { useQuery } from '@tanstack/react-query';
import { cartQueryOptions } from '@web/lib/get-cart';
import { quizDetailQueryOptions } from '@web/lib/get-quiz-detail';

export interface Order {
  items: { id: string; title: string; price: number }[];
  total: number;
}

/**
 * What the payment page sells: the cart, or one quiz bought now (`quizId`, from "Hozir sotib
 * olish"), which is paid for alone while the cart stays as it is.
 */
export function useOrder(quizId: string | null) {
  const cart = useQuery({ ...cartQueryOptions(), enabled: !quizId });
  const detail = useQuery({ ...quizDetailQueryOptions(quizId ?? ''), enabled: !!quizId });
  const source = quizId ? detail : cart;
  let order: Order | undefined;
  if (quizId && detail.data) {
    const { id, title, price } = detail.data.quiz;
    order = { items: [{ id, title, price }], total: price };
  } else if (!quizId && cart.data) {
    order = {
      items: cart.data.items.map(({ id, quiz }) => ({ id, title: quiz.title, price: quiz.price })),
      total: cart.data.total,
    };
  }
  return {
    order,
    isPending: source.isPending,
    isError: source.isError,
    isFetching: source.isFetching,
    refetch: () => void source.refetch(),
  };
}
