#include "labrequestheaders.h"

#include <cmath>
#include <string_view>

namespace ttft {

std::optional<LabFault> labRequestFault(const LabHttpRequest &request, LabFault fallback, std::string *truthName)
{
    const QByteArray named = request.header("x-lab-fault");
    const std::optional<LabFault> fault = named.isEmpty()
        ? std::optional<LabFault>(fallback)
        : labFaultFromName(std::string_view(named.constData(), std::size_t(named.size())));
    if (truthName)
        *truthName = fault ? std::string(labFaultName(*fault)) : named.toStdString();
    return fault;
}

bool labNumberHeader(const LabHttpRequest &request, QByteArrayView name, double min, double max,
                     std::optional<double> &value)
{
    const QByteArray text = request.header(name);
    if (text.isEmpty())
        return true;
    bool ok = false;
    const double number = text.toDouble(&ok);
    if (!ok || !std::isfinite(number) || number < min || number > max)
        return false;
    value = number;
    return true;
}

bool labIntegerHeader(const LabHttpRequest &request, QByteArrayView name, int min, int max, std::optional<int> &value)
{
    const QByteArray text = request.header(name);
    if (text.isEmpty())
        return true;
    bool ok = false;
    const qlonglong number = text.toLongLong(&ok);
    if (!ok || number < min || number > max)
        return false;
    value = int(number);
    return true;
}

bool labSeedHeader(const LabHttpRequest &request, std::optional<std::uint64_t> &seed)
{
    const QByteArray text = request.header("x-lab-seed");
    if (text.isEmpty())
        return true;
    bool ok = false;
    const std::uint64_t number = text.toULongLong(&ok);
    if (!ok)
        return false;
    seed = number;
    return true;
}

} // namespace ttft
