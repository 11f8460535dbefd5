#include "websocketaccept.h"

#include <QByteArray>
#include <QCryptographicHash>

namespace ttft {

namespace {

// RFC 6455 §1.3: the GUID a server appends to the client's key.
constexpr std::string_view kWsGuid = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11";

} // namespace

std::string wsAcceptFor(std::string_view key)
{
    QByteArray input(key.data(), qsizetype(key.size()));
    input.append(kWsGuid.data(), qsizetype(kWsGuid.size()));
    return QCryptographicHash::hash(input, QCryptographicHash::Sha1).toBase64().toStdString();
}

} // namespace ttft
