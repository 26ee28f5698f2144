import type { Listing, MarketplaceRequest, RequestAnswer } from '@kiwo/api-client/schemas';
import { koboToNaira } from '@kiwo/domain';
import type { NamedListing } from './repository';
import type { NamedAnswer, NamedRequest } from './requests-repository';

export const toListing = (row: NamedListing, viewerId: string): Listing => {
  const l = row.listing;
  return {
    _id: l.id,
    title: l.title,
    transactionType: l.transactionType,
    category: l.category,
    price: koboToNaira(Number(l.priceKobo)),
    quantity: l.quantity,
    unit: l.unit,
    location: l.location,
    status: l.status,
    contactPhone: l.contactPhone,
    negotiable: l.negotiable,
    description: l.description,
    seller: {
      _id: row.seller.id,
      firstName: row.seller.firstName,
      lastName: row.seller.lastName,
      role: row.seller.role,
    },
    isMine: l.sellerId === viewerId,
    interested: Boolean(row.interested),
    interestCount: Number(row.interestCount ?? 0),
    createdAt: l.createdAt.toISOString(),
    updatedAt: l.updatedAt.toISOString(),
  };
};

export const toAnswer = (a: NamedAnswer): RequestAnswer => ({
  _id: a.answer.id,
  message: a.answer.message,
  responder: {
    _id: a.responder.id,
    firstName: a.responder.firstName,
    lastName: a.responder.lastName,
    role: a.responder.role,
    phone: a.responder.phone,
  },
  createdAt: a.answer.createdAt.toISOString(),
});

export const toRequest = (
  row: NamedRequest,
  viewerId: string,
  answers: RequestAnswer[],
): MarketplaceRequest => {
  const r = row.request;
  return {
    id: r.id,
    agentId: r.userId,
    agentName: `${row.owner.firstName} ${row.owner.lastName}`,
    transactionType: r.transactionType,
    productType: r.productType,
    productName: r.productName,
    brand: r.brand,
    description: r.description,
    status: r.status,
    isMine: r.userId === viewerId,
    answers,
    answerCount: Number(row.answerCount ?? 0),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
};
