#include "transport.h"

#include "curltransport.h"
#include "qttransport.h"

namespace ttft {

std::unique_ptr<Transport> makeTransport(TransportKind kind)
{
    if (kind == TransportKind::Qt)
        return std::make_unique<QtTransport>();
    return std::make_unique<CurlTransport>();
}

} // namespace ttft
